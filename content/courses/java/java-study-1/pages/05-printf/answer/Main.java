public class Main {
    public static void main(String[] args) {
        String item = "Apple";
        int price = 120;
        int count = 3;
        System.out.printf("%s x %d = %d yen%n", item, count, price * count);
    }
}
