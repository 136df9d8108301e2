import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int score = scanner.nextInt();
        if (score >= 60) {
            System.out.println("Pass");
        } else {
            System.out.println("Try again");
        }
    }
}
