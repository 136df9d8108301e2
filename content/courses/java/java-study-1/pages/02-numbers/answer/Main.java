public class Main {
    public static void main(String[] args) {
        System.out.println(7 + 5);
        System.out.println(7 / 2);
        System.out.println(7 % 2);
    }
}
