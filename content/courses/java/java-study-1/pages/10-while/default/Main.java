public class Main {
    public static void main(String[] args) {
        int count = 3;
        // while 文で、count が 0 より大きい間 count を出力して 1 ずつ減らそう
        // With while, print count and decrease it by 1 while it is greater than 0

        System.out.println("Go!");
    }
}
